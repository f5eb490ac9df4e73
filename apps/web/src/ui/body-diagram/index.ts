export { BodyDiagram } from './body-diagram';
export { type BodyView, bodyParts, VIEW_BOX } from './geometry';
