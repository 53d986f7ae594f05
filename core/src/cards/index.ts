export * from './rating-card.service';
