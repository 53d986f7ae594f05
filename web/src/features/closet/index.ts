/** The closet: outfits in folders and the garments a member owns, plus what a result and the profile show of them. */
export { ClosetPage } from './components/ClosetPage';
export { ResultClosetPanel } from './components/result/ResultClosetPanel';
export { WornPieces } from './components/WornPieces';
