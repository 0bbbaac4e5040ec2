// What other modules use of the circles module.
export { circleViewOf, getCircle, listCircles, readableCircle, viewerCircleRole } from './circle.service.ts';
export type { CircleModel } from './circle.presenter.ts';
export type { CircleRole } from './circle-member.entity.ts';
export { circlesForExport } from './circle-export.ts';
export { circleUserIds } from './circle-membership.service.ts';
