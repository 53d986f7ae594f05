import type { Combination, GeneratedOutfit, OutfitAdvice, StylingRequest } from '@fitrater/contracts';
import { AdviceView } from './AdviceView';
import { CombinationView } from './CombinationView';
import type { LookActions } from './ClosetLooksView';
import { GeneratedOutfitView } from './GeneratedOutfitView';

/** A finished request's answer, drawn by what was asked; `lookActions` lets the member lock pieces of a closet look and try again. */
export function StylingResultView({ request, lookActions }: { request: StylingRequest; lookActions?: LookActions }) {
  const result = request.result;
  if (!result || 'count' in result) return null;
  if (request.kind === 'generate') return <GeneratedOutfitView result={result as GeneratedOutfit} requestId={request.id} lookActions={lookActions} />;
  if (request.kind === 'combine') return <CombinationView result={result as Combination} requestId={request.id} lookActions={lookActions} />;
  return <AdviceView result={result as OutfitAdvice} />;
}
