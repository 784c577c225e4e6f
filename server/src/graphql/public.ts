// Operations reachable without a session are marked here, so a test can check that every other
// query and mutation declares a permission code.
export const PUBLIC_OPERATIONS = new Set<string>();

/** Marks a query or mutation as public; its schema name must equal the method name. */
export function Public(): MethodDecorator {
  return (_target, propertyKey) => {
    PUBLIC_OPERATIONS.add(String(propertyKey));
  };
}
