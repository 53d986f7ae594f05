/** Premium styling (issue 15): the /premium tools, per-outfit advice, and the live request tracker other screens reuse. */
export { StylingSection } from './components/StylingSection';
export { OutfitAdvicePanel } from './components/OutfitAdvicePanel';
export { useStylingRequest, type StylingTracker } from './hooks/use-styling-request';
export { StylingProgress } from './components/StylingProgress';
