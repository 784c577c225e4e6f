// Uploaded files (evidence, upstream database zips) and the route that serves their bytes.
import { defineModule } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { FILE_MESSAGES } from "./file.messages";
import { StoredFileResolver } from "./file.resolver";
import { fileRouter } from "./file.routes";
import { FileService } from "./file.service";
import { StoredFile } from "./stored-file.entity";

export const fileModule = defineModule({
  name: "file",
  entities: [StoredFile],
  resolvers: [StoredFileResolver],
  services: ({ dataSource, config }) => ({ files: new FileService(dataSource, config) }),
  http: { path: "/files", router: fileRouter },
  messages: FILE_MESSAGES,
  permissions: [PermissionCode.AccountingEdit, PermissionCode.AdminUpstreamDatabase],
});
