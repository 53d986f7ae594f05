import type { Combination, GeneratedOutfit, OutfitAdvice, StylingRequest } from '@fitrater/contracts';
import { AdviceView } from './advice-view';
import { CombinationView } from './combination-view';
import { GeneratedOutfitView } from './generated-outfit-view';

/** A finished request's answer, drawn by what was asked. */
export function StylingResultView({ request }: { request: StylingRequest }) {
  const result = request.result;
  if (!result || 'count' in result) return null;
  if (request.kind === 'generate') return <GeneratedOutfitView result={result as GeneratedOutfit} />;
  if (request.kind === 'combine') return <CombinationView result={result as Combination} />;
  return <AdviceView result={result as OutfitAdvice} />;
}
