export * from './trend.models';
export * from './trends.service';
