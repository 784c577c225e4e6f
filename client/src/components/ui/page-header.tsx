// The heading row of a screen: its title and, on the right, its actions.
import { Flex, Heading } from "@chakra-ui/react";
import type { ReactNode } from "react";

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Flex
      alignItems="center"
      justifyContent="space-between"
      gap="3"
      marginBottom="4"
      flexWrap="wrap"
    >
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      {children && (
        <Flex gap="2" alignItems="center" flexWrap="wrap">
          {children}
        </Flex>
      )}
    </Flex>
  );
}
