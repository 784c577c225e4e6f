// /admin/imageManage (gae): the company's images with their thumbnails, newest first, searched
// by title or file name and filtered by category; upload (type and size checked here for a
// quick answer, and by the server from the bytes), preview, download and delete with
// confirmation. The full image is fetched with the session token, as evidence files are.
import {
  Badge,
  Box,
  Button,
  Dialog,
  Image as ChakraImage,
  Portal,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuDownload, LuEye, LuTrash2 } from "react-icons/lu";
import type { ImagesQuery } from "../../__generated__/graphql";
import {
  useDeleteImageMutation,
  useImagesQuery,
  useUploadImageMutation,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { pageVariables, useTableState, type Column } from "../../components/ui/data-table";
import { ListPage } from "../../components/ui/list-page";
import { RowAction } from "../../components/ui/row-action";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { fetchWithTimeout } from "../../lib/apollo";
import { API_BASE } from "../../lib/env";
import { saveBlob } from "../../lib/files";
import { formatDateTime } from "../../lib/format";
import { FilterSelect } from "../lca-products/ProductListPage";
import { IMAGE_CATEGORIES, imageSize } from "./image-display";
import { UploadImageDialog } from "./UploadImageDialog";

type ImageRow = ImagesQuery["images"]["items"][number];

/** The image's bytes with the session token, or the server's message as the error. */
async function fetchImage(id: string, token: string | undefined, language: string) {
  const response = await fetchWithTimeout(`${API_BASE}/images/${encodeURIComponent(id)}`, {
    headers: { "accept-language": language, ...(token ? { "user-token": token } : {}) },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      errors?: Array<{ message?: string }>;
    } | null;
    throw new Error(body?.errors?.[0]?.message ?? `HTTP ${response.status}`);
  }
  return response.blob();
}

export function ImageManagePage() {
  const { t, i18n } = useTranslation();
  const { token } = useSession();
  const table = useTableState<never>();
  const [category, setCategory] = useState("");
  const [uploading, setUploading] = useState(false);
  const preview = useDialogTarget<ImageRow>();
  const removal = useDialogTarget<ImageRow>();
  const { data, loading, refetch } = useImagesQuery({
    variables: {
      page: table.state.page,
      pageSize: table.state.pageSize,
      keyword: pageVariables(table.state).keyword,
      category: category || undefined,
    },
    fetchPolicy: "cache-and-network",
  });
  const [upload] = useUploadImageMutation();
  const [remove] = useDeleteImageMutation();

  const download = async (image: ImageRow) => {
    try {
      saveBlob(await fetchImage(image.id, token, i18n.language), image.fileName);
    } catch (error) {
      notify.error(t("images.loadFailed", { message: (error as Error).message }));
    }
  };

  const columns: Column<ImageRow, never>[] = [
    {
      key: "thumbnail",
      header: t("images.thumbnail"),
      width: "96px",
      render: (image) => (
        <Box
          width="72px"
          height="72px"
          bg="gray.100"
          rounded="sm"
          display="flex"
          alignItems="center"
          justifyContent="center"
          overflow="hidden"
        >
          {image.thumbnailUrl && (
            <ChakraImage
              src={image.thumbnailUrl}
              alt={image.title}
              maxWidth="72px"
              maxHeight="72px"
              objectFit="contain"
            />
          )}
        </Box>
      ),
    },
    {
      key: "title",
      header: t("images.imageTitle"),
      render: (image) => (
        <Stack gap="0">
          <Text fontWeight="medium">{image.title}</Text>
          {image.fileName !== image.title && (
            <Text fontSize="xs" color="fg.muted">
              {image.fileName}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: "category",
      header: t("images.category"),
      render: (image) => (
        <Badge variant="subtle" colorPalette="teal">
          {t(`images.categories.${image.category}`, { defaultValue: image.category })}
        </Badge>
      ),
    },
    {
      key: "details",
      header: t("images.details"),
      render: (image) => (
        <Stack gap="0" fontSize="sm">
          <Text>
            {image.mimeType.replace("image/", "").toUpperCase()} · {imageSize(image.size)}
          </Text>
          <Text color="fg.muted" fontSize="xs">
            {t("images.dimensions", { width: image.width, height: image.height })}
          </Text>
        </Stack>
      ),
    },
    {
      key: "uploadedBy",
      header: t("images.uploadedBy"),
      render: (image) => image.uploaderName ?? "—",
    },
    {
      key: "uploadedAt",
      header: t("images.uploadedAt"),
      render: (image) => <Text whiteSpace="nowrap">{formatDateTime(image.createdAt)}</Text>,
    },
    {
      key: "actions",
      header: t("images.actions"),
      align: "end",
      render: (image) => (
        <Box whiteSpace="nowrap">
          <RowAction
            label={t("images.preview", { title: image.title })}
            onClick={() => preview.show(image)}
          >
            <LuEye />
          </RowAction>
          <RowAction
            label={t("images.download", { title: image.title })}
            onClick={() => void download(image)}
          >
            <LuDownload />
          </RowAction>
          <RowAction
            label={t("images.delete", { title: image.title })}
            danger
            onClick={() => removal.show(image)}
          >
            <LuTrash2 />
          </RowAction>
        </Box>
      ),
    },
  ];

  return (
    <ListPage
      title={t("images.title")}
      create={{ label: t("images.upload"), code: "gae", onClick: () => setUploading(true) }}
      notice={
        <Text fontSize="sm" color="fg.muted" marginBottom="3">
          {t("images.intro")}
        </Text>
      }
      table={table}
      search={{ placeholder: t("images.search") }}
      filters={
        <FilterSelect
          label={t("images.category")}
          value={category}
          onChange={(value) => {
            setCategory(value);
            table.setPage(1);
          }}
        >
          <option value="">{t("images.allCategories")}</option>
          {IMAGE_CATEGORIES.map((code) => (
            <option key={code} value={code}>
              {t(`images.categories.${code}`)}
            </option>
          ))}
        </FilterSelect>
      }
      list={{
        caption: t("images.caption"),
        columns,
        rows: data?.images.items ?? [],
        rowKey: (image) => image.id,
        total: data?.images.total ?? 0,
        loading,
        emptyText: t("images.empty"),
      }}
      remove={{
        target: removal,
        title: t("images.deleteTitle"),
        message: (image) => t("images.deleteMessage", { title: image.title }),
        onConfirm: async (image) => {
          await remove({ variables: { id: image.id } });
          notify.success(t("images.deleted", { title: image.title }));
          removal.close();
          await refetch();
        },
      }}
    >
      <UploadImageDialog
        open={uploading}
        onClose={() => setUploading(false)}
        onUpload={async (input) => {
          const answer = await upload({ variables: { input } });
          const title = answer.data?.uploadImage.title ?? input.fileName;
          notify.success(t("images.uploaded", { title }));
          setUploading(false);
          table.setPage(1);
          await refetch();
        }}
      />
      <ImagePreview
        image={preview.target}
        open={preview.open}
        onClose={preview.close}
        token={token}
        language={i18n.language}
      />
    </ListPage>
  );
}

function ImagePreview({
  image,
  open,
  onClose,
  token,
  language,
}: {
  image: ImageRow | null;
  open: boolean;
  onClose: () => void;
  token: string | undefined;
  language: string;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!open || !image) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    setUrl(null);
    setFailure(null);
    fetchImage(image.id, token, language)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch((error: Error) => !cancelled && setFailure(error.message));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [open, image, token, language]);

  return (
    <Dialog.Root open={open} size="xl" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{image?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Box
                minHeight="12rem"
                display="flex"
                alignItems="center"
                justifyContent="center"
                bg="gray.50"
                rounded="md"
              >
                {failure ? (
                  <Text color="red.600">{t("images.loadFailed", { message: failure })}</Text>
                ) : url ? (
                  <ChakraImage src={url} alt={image?.title} maxHeight="65vh" objectFit="contain" />
                ) : (
                  <Text color="fg.muted">…</Text>
                )}
              </Box>
              {image && (
                <Text fontSize="sm" color="fg.muted" marginTop="2">
                  {image.fileName} · {imageSize(image.size)} ·{" "}
                  {t("images.dimensions", { width: image.width, height: image.height })}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t("images.close")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
