// The ratings domain's front door for other domains.
export { RatingModel } from './rating.model';
export { ratingImagePath } from './rating-view';
