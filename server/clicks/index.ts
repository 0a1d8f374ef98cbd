export { aggregateClicks, deleteClicksBefore, insertClick } from "./repository";
