// What the rest of the app uses of memories: the page, the grid, the upload button and the card.
export { MemoriesPage } from './MemoriesPage';
export { MemoryGrid, type MemoryGridProps } from './MemoryGrid';
export { RecentMemoriesCard } from './RecentMemoriesCard';
export { UploadMemoryButton } from './UploadMemoryButton';
