// The category choice of the factor library: a tree in a column of its own where the table still
// fits beside it (2xl, 1536 px), and below that a select in the filter row offering the same.
import { Box } from "@chakra-ui/react";
import {
  CategorySelect,
  CategoryTree,
  type CategorySelection,
  type FactorCategory,
} from "../CategoryTree";

interface CategoryFilterProps {
  categories: readonly FactorCategory[];
  selection: CategorySelection;
  onSelect: (selection: CategorySelection) => void;
}

export function CategoryColumn({ loading, ...props }: CategoryFilterProps & { loading: boolean }) {
  return (
    <Box
      hideBelow="2xl"
      width="13rem"
      flexShrink={0}
      position="sticky"
      top="4"
      maxHeight="calc(100vh - 8rem)"
      overflowY="auto"
    >
      <CategoryTree {...props} loading={loading} />
    </Box>
  );
}

export function CategoryChoice(props: CategoryFilterProps) {
  return (
    <Box hideFrom="2xl">
      <CategorySelect {...props} />
    </Box>
  );
}
