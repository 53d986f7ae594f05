// The users domain's front door for other domains.
export { UserModel } from './user.model';
