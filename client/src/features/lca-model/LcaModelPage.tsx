// /eclca/brandedit?id=<productId>[&calculation=<id>]: a product's model editor (ModelEditor).
import { useSearchParams } from "react-router-dom";
import { ModelEditor } from "./ModelEditor";
import { ModelNotFound } from "./ModelNotFound";

/** A positive whole number from a query parameter, or null. */
export function idParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

export function LcaModelPage() {
  const [params] = useSearchParams();
  const productId = idParam(params.get("id"));
  if (productId === null) return <ModelNotFound />;
  // A fresh editor (no selection or dialog carried over) for each product opened.
  return <ModelEditor key={productId} productId={productId} />;
}
