export * from './closet/closet.models';
export * from './closet/closet.service';
