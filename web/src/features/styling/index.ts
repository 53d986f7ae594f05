/** Premium styling: the /premium tools and per-outfit advice; the trends pages (a styling job too) live in ./trends. */
export { StylingSection } from './components/styling-section';
export { OutfitAdvicePanel } from './components/outfit-advice-panel';
