// The styling domain's front door for other domains.
export { StylingRequestModel } from './styling.models';
