export * from './closet/closet.models';
export * from './closet/closet.service';
export * from './challenges/rotation.service';
export * from './challenges/challenge-view';
export * from './challenges/challenge.service';
export * from './challenges/moderation.service';
