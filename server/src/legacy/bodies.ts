// Request bodies the legacy calls share. They are plain validated classes: the legacy adapter
// reads no GraphQL types, only services and its own helpers.
import { IsPositiveId } from "../lib/input-rules";

/** A call on one row: `id`. */
export class IdBody {
  @IsPositiveId()
  id: number;
}
