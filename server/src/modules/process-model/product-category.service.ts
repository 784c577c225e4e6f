// The product category tree: every user reads it; the platform operator's users holding gab02
// keep it. A category under itself or one of its own children is refused, and so is deleting
// one that has sub-categories or that a design product is filed under.
import { type DataSource, Not } from "typeorm";
import { badInput, conflict, DomainError, ErrorCode } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import type { Viewer } from "../auth/viewer";
import { PermissionCode } from "../permission/permission-codes";
import { DesignProduct } from "./design-product.entity";
import { assertWritable } from "./model-access";
import type { ProductCategoryInput, UpdateProductCategoryInput } from "./process-model.inputs";
import { ProductCategory } from "./product-category.entity";

const CODE = PermissionCode.AdminDesignProduct;

export class ProductCategoryService {
  constructor(private readonly dataSource: DataSource) {}

  /** The whole tree, in sort order then code (a parent's children follow their sort). */
  list(): Promise<ProductCategory[]> {
    return this.dataSource
      .getRepository(ProductCategory)
      .find({ order: { sort: "ASC", code: "ASC", id: "ASC" } });
  }

  async get(id: number): Promise<ProductCategory> {
    const category = await this.dataSource.getRepository(ProductCategory).findOneBy({ id });
    if (!category) throw DomainError.of(ErrorCode.NotFound, "productCategoryNotFound");
    return category;
  }

  async create(viewer: Viewer, input: ProductCategoryInput): Promise<ProductCategory> {
    return this.save(viewer, input, null);
  }

  async update(viewer: Viewer, input: UpdateProductCategoryInput): Promise<ProductCategory> {
    return this.save(viewer, input, input.id);
  }

  async remove(viewer: Viewer, id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await assertWritable(viewer, null, CODE, manager);
      const category = await manager.findOneBy(ProductCategory, { id });
      if (!category) throw DomainError.of(ErrorCode.NotFound, "productCategoryNotFound");
      if (await manager.existsBy(ProductCategory, { parentId: id })) {
        throw conflict("categoryHasChildren", { name: category.name });
      }
      const [count, example] = await Promise.all([
        manager.countBy(DesignProduct, { categoryId: id }),
        manager.findOne(DesignProduct, { where: { categoryId: id }, order: { code: "ASC" } }),
      ]);
      if (count > 0) {
        throw conflict("categoryInUse", { name: category.name, count, example: example!.name });
      }
      await manager.delete(ProductCategory, id);
      return true;
    });
  }

  private async save(
    viewer: Viewer,
    input: ProductCategoryInput,
    id: number | null,
  ): Promise<ProductCategory> {
    await assertValid(input);
    return this.dataSource.transaction(async (manager) => {
      await assertWritable(viewer, null, CODE, manager);
      const repository = manager.getRepository(ProductCategory);
      const category = id === null ? repository.create() : await repository.findOneBy({ id });
      if (!category) throw DomainError.of(ErrorCode.NotFound, "productCategoryNotFound");
      const code = input.code.trim();
      const taken = await repository.findOneBy({ code, ...(id ? { id: Not(id) } : {}) });
      if (taken) throw badInput("code", "categoryCodeTaken", { code, name: taken.name });
      const parentId = input.parentId ?? null;
      if (parentId !== null) {
        // Walk up from the new parent: meeting this category means a loop.
        let cursor: number | null = parentId;
        const seen = new Set<number>();
        while (cursor !== null && !seen.has(cursor)) {
          if (cursor === id) throw badInput("parentId", "categoryParentCycle");
          seen.add(cursor);
          const parent: ProductCategory | null = await repository.findOneBy({ id: cursor });
          if (!parent) throw badInput("parentId", "productCategoryNotFound");
          cursor = parent.parentId;
        }
      }
      const name = input.name.trim();
      Object.assign(category, {
        parentId,
        code,
        name,
        nameEn: input.nameEn?.trim() || name,
        sort: input.sort ?? 0,
      });
      return repository.save(category);
    });
  }
}
