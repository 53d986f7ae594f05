/** The closet: outfits in folders and the garments a member owns, plus what a result and the profile show of them. */
export { ClosetPage } from './components/closet-page';
export { ResultClosetPanel } from './components/result/result-closet-panel';
export { WornPieces } from './components/worn-pieces';
