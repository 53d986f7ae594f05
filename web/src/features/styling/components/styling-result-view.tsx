import type { Combination, GeneratedOutfit, OutfitAdvice, StylingRequest } from '@fitrater/contracts';
import { AdviceView } from './advice-view';
import { CombinationView } from './combination-view';
import type { LookActions } from './closet-looks-view';
import { GeneratedOutfitView } from './generated-outfit-view';

/** A finished request's answer, drawn by what was asked; `lookActions` lets the member lock pieces of a closet look and try again. */
export function StylingResultView({ request, lookActions }: { request: StylingRequest; lookActions?: LookActions }) {
  const result = request.result;
  if (!result || 'count' in result) return null;
  if (request.kind === 'generate') return <GeneratedOutfitView result={result as GeneratedOutfit} requestId={request.id} lookActions={lookActions} />;
  if (request.kind === 'combine') return <CombinationView result={result as Combination} requestId={request.id} lookActions={lookActions} />;
  return <AdviceView result={result as OutfitAdvice} />;
}
