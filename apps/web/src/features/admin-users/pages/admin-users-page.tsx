import { Badge, Button, Container, Group, Select, Stack, Table, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { USERS_PER_PAGE, useUsers } from "../api/list-users.ts";
import type { UserFilters } from "../api/list-users.ts";
import { CreateUserModal } from "../components/create-user-modal.tsx";
import { EndingSoon } from "../components/ending-soon.tsx";
import { ImportCsvModal } from "../components/import-csv-modal.tsx";
import { UserDrawer } from "../components/user-drawer.tsx";
import classes from "../components/admin-users.module.css";
import { AdminSearchList } from "../../../components/admin-search-list.tsx";
import { EmailText } from "../../../components/email-text.tsx";

// Role and status columns take only their badge's width, so the badges are never clipped on phones.
const NARROW = { whiteSpace: "nowrap" } as const;

function idFrom(value: string | null): number | null {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * /admin/users: search learners and admins, open one to enrol, change program, plan code, research type and
 * sign-up step, issue a reset link, deactivate or change the admin role; create learners, import a cohort CSV,
 * and see enrolments ending within 30 days.
 */
export default function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const openId = idFrom(params.get("id"));
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search, 250);
  const [role, setRole] = useState<UserFilters["role"]>();
  const [status, setStatus] = useState<UserFilters["status"]>();
  const [page, setPage] = useState(1);
  const [modal, setModal] = useState<"create" | "import" | null>(null);
  const users = useUsers({ q, role, status, page });
  const open = (id: number | null) => setParams(id === null ? {} : { id: String(id) });

  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1} className={classes.title}>
              Users
            </Title>
            <Text c="gray.7" size="sm" mt={4}>
              Every change here is recorded in the audit log.
            </Text>
          </div>
          <div className={classes.actions}>
            <Button onClick={() => setModal("create")}>New learner</Button>
            <Button variant="light" onClick={() => setModal("import")}>
              Import CSV
            </Button>
          </div>
        </Group>

        <EndingSoon onOpen={open} />

        <AdminSearchList
          label="User list"
          search={{ placeholder: "Email or name", value: search, onChange: setSearch }}
          filters={
            <>
              <Select
                className={classes.filter}
                label="Role"
                placeholder="Any"
                data={[
                  { value: "learner", label: "Learners" },
                  { value: "admin", label: "Admins" },
                ]}
                value={role ?? null}
                onChange={(v) => {
                  setRole(v ?? undefined);
                  setPage(1);
                }}
                clearable
              />
              <Select
                className={classes.filter}
                label="Status"
                placeholder="Any"
                data={[
                  { value: "active", label: "Active" },
                  { value: "deactivated", label: "Deactivated" },
                ]}
                value={status ?? null}
                onChange={(v) => {
                  setStatus(v ?? undefined);
                  setPage(1);
                }}
                clearable
              />
            </>
          }
          query={users}
          perPage={USERS_PER_PAGE}
          noun={["user", "users"]}
          page={page}
          onPage={setPage}
          pagesLabel="User pages"
        >
          {(data) => (
            <Table.ScrollContainer minWidth={340}>
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>User</Table.Th>
                    <Table.Th style={NARROW}>Role</Table.Th>
                    <Table.Th visibleFrom="sm">Programs</Table.Th>
                    <Table.Th style={NARROW}>Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.users.map((u) => (
                    // The whole row opens the user; the name's button keeps it reachable by keyboard.
                    <Table.Tr key={u.id} className={classes.userRow} onClick={() => open(u.id)}>
                      <Table.Td>
                        <button type="button" className={classes.rowButton}>
                          {u.name}
                        </button>
                        <div className={classes.email}>
                          <EmailText email={u.email} />
                        </div>
                      </Table.Td>
                      <Table.Td>
                        <Badge
                          color={u.role === "admin" ? "grape" : "blue"}
                          variant="light"
                          miw="max-content"
                        >
                          {u.role}
                        </Badge>
                      </Table.Td>
                      <Table.Td visibleFrom="sm">{u.programs.length ? u.programs.join(", ") : "-"}</Table.Td>
                      <Table.Td>
                        {u.deactivated ? (
                          <Badge color="red" miw="max-content">
                            deactivated
                          </Badge>
                        ) : (
                          <Badge color="green" variant="light" miw="max-content">
                            active
                          </Badge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </AdminSearchList>
      </Stack>
      <CreateUserModal opened={modal === "create"} onClose={() => setModal(null)} />
      <ImportCsvModal opened={modal === "import"} onClose={() => setModal(null)} />
      <UserDrawer userId={openId} onClose={() => open(null)} />
    </Container>
  );
}
