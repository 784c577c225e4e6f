// /co2info/company: the signed-in user's company and account. The company is read through
// userDetails, which needs only a session (company(id) needs gbe); holders of gbe01 can turn the
// card into a form and save the details with updateCompany, whose answer refreshes the cache.
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  DataList,
  Heading,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  Wrap,
} from "@chakra-ui/react";
import { Form, Formik, type FormikHelpers } from "formik";
import { useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuPencil } from "react-icons/lu";
import type {
  CompanyProfileQuery,
  CompanyProfilePage_CompanyFragment,
} from "../../__generated__/graphql";
import { useCompanyProfileQuery, useUpdateCompanyMutation } from "../../__generated__/hooks";
import { Permission } from "../../components/Permission";
import { TextField } from "../../components/ui/form-fields";
import { PageHeader } from "../../components/ui/page-header";
import { notify } from "../../components/ui/toaster";
import { errorMessage } from "../../lib/errors";
import { formatDateTime } from "../../lib/format";
import {
  CompanyStatus,
  companyDetailsSchema,
  toUpdateDetails,
  type CompanyDetails,
} from "../companies/company-schema";
import { showFormErrors } from "../../components/ui/form-errors";
import { useSeededText } from "../../i18n/seeded-names";

type Company = CompanyProfilePage_CompanyFragment;
type Details = CompanyProfileQuery["userDetails"];

export function CompanyProfilePage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useCompanyProfileQuery();
  const [editing, setEditing] = useState(false);
  const details = data?.userDetails;

  let content: ReactNode;
  if (details) {
    content = (
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
        <Card.Root gridColumn={{ lg: "span 2" }}>
          {editing ? (
            <CompanyEditForm company={details.company} onDone={() => setEditing(false)} />
          ) : (
            <CompanyView company={details.company} />
          )}
        </Card.Root>
        <AccountCard details={details} />
      </SimpleGrid>
    );
  } else if (error) {
    content = (
      <Alert.Root status="error" maxWidth="2xl">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t("companyProfile.loadFailed")}</Alert.Title>
          <Alert.Description>{errorMessage(error, t("common.hasError"))}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          {t("companyProfile.retry")}
        </Button>
      </Alert.Root>
    );
  } else {
    content = (
      <Center padding="10">
        <Spinner size="lg" color="teal.500" aria-label={t("common.loading")} />
      </Center>
    );
  }

  return (
    <>
      <PageHeader title={t("companyProfile.title")}>
        {details && (
          <Permission code="gbe01">
            {/* Kept while editing, disabled, so the header does not change height. */}
            <Button
              size="sm"
              colorPalette="teal"
              disabled={editing}
              onClick={() => setEditing(true)}
            >
              <LuPencil aria-hidden />
              {t("common.edit")}
            </Button>
          </Permission>
        )}
      </PageHeader>
      <div aria-busy={loading}>{content}</div>
    </>
  );
}

function Value({ children }: { children: string | null | undefined }) {
  const { t } = useTranslation();
  return children ? (
    <>{children}</>
  ) : (
    <Text as="span" color="fg.muted">
      {t("companyProfile.notGiven")}
    </Text>
  );
}

function CompanyView({ company }: { company: Company }) {
  const { t } = useTranslation();
  const seeded = useSeededText();
  const items: [string, ReactNode][] = [
    [t("companyProfile.companyId"), company.id],
    [t("companyProfile.name"), seeded(company.name)],
    [
      t("companyProfile.creditCode"),
      company.creditCode ? (
        <Text as="span" fontFamily="mono">
          {company.creditCode}
        </Text>
      ) : (
        <Value>{null}</Value>
      ),
    ],
    [t("companyProfile.contactName"), <Value key="contact">{company.contactName}</Value>],
    [t("companyProfile.contactPhone"), <Value key="phone">{company.contactPhone}</Value>],
    [
      t("common.status"),
      company.status === CompanyStatus.Active ? (
        <Badge colorPalette="green">{t("common.active")}</Badge>
      ) : (
        <Badge colorPalette="gray">{t("common.disabled")}</Badge>
      ),
    ],
    [t("common.createdAt"), formatDateTime(company.createdAt)],
    [t("common.updatedAt"), formatDateTime(company.updatedAt)],
  ];
  return (
    <>
      <Card.Header>
        <Heading as="h2" size="md">
          {t("companyProfile.details")}
        </Heading>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" gap="3">
          {items.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minWidth={{ base: "32", md: "48" }}>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </>
  );
}

const FIELDS: { name: keyof CompanyDetails; label: string; type?: string }[] = [
  { name: "name", label: "companyProfile.name" },
  { name: "creditCode", label: "companyProfile.creditCode" },
  { name: "contactName", label: "companyProfile.contactName" },
  { name: "contactPhone", label: "companyProfile.contactPhone", type: "tel" },
];

function CompanyEditForm({ company, onDone }: { company: Company; onDone: () => void }) {
  const { t } = useTranslation();
  // Field errors of the server go on their fields instead of becoming messages.
  const [updateCompany] = useUpdateCompanyMutation({ context: { formErrors: true } });
  // Rebuilt per language so the messages follow a switch.
  const schema = useMemo(() => companyDetailsSchema(t), [t]);
  const initial: CompanyDetails = {
    name: company.name,
    creditCode: company.creditCode ?? "",
    contactName: company.contactName ?? "",
    contactPhone: company.contactPhone ?? "",
  };

  const submit = async (values: CompanyDetails, helpers: FormikHelpers<CompanyDetails>) => {
    try {
      await updateCompany({ variables: { input: toUpdateDetails(company.id, values) } });
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
      return;
    }
    notify.success(t("common.savedSuccessfully"));
    onDone();
  };

  return (
    <Formik initialValues={initial} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t("companyProfile.editTitle")}>
          <Card.Header>
            <Heading as="h2" size="md">
              {t("companyProfile.editTitle")}
            </Heading>
          </Card.Header>
          <Card.Body>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {FIELDS.map(({ name, label, type }) => (
                <TextField
                  key={name}
                  name={name}
                  label={t(label)}
                  required={name === "name"}
                  type={type}
                  transform={name === "creditCode" ? (value) => value.toUpperCase() : undefined}
                />
              ))}
            </SimpleGrid>
          </Card.Body>
          <Card.Footer justifyContent="flex-end" gap="2">
            <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" colorPalette="teal" loading={isSubmitting}>
              {t("common.save")}
            </Button>
          </Card.Footer>
        </Form>
      )}
    </Formik>
  );
}

function AccountCard({ details }: { details: Details }) {
  const { t } = useTranslation();
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          {t("companyProfile.account")}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <DataList.Root orientation="horizontal" gap="3">
            <DataList.Item>
              <DataList.ItemLabel>{t("companyProfile.username")}</DataList.ItemLabel>
              <DataList.ItemValue>{details.username}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("companyProfile.realname")}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Value>{details.realname}</Value>
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Stack gap="2">
            <Text fontSize="sm" fontWeight="medium" color="fg.muted">
              {t("companyProfile.roles")}
            </Text>
            {details.roles.length > 0 ? (
              <Wrap gap="2" as="ul" aria-label={t("companyProfile.roles")}>
                {details.roles.map((role) => (
                  <Badge as="li" key={role.id} colorPalette="teal" size="md" variant="subtle">
                    {role.name}
                  </Badge>
                ))}
              </Wrap>
            ) : (
              <Text color="fg.muted">{t("companyProfile.noRoles")}</Text>
            )}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
