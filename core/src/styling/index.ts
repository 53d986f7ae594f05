export * from './styling.models';
export * from './styling-view';
export * from './preferences.service';
export * from './styling-profile';
export * from './styling-request.service';
export * from './styling-query.service';
export * from './styling-job.service';
export * from './style-dashboard.service';
