"use client";

import { Button, Group, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useRunAction } from "~/ui/actions";
import { useLocale, useT } from "~/i18n/client";
import { lazyTrpc, useLazyMutation } from "~/ui/trpc/lazy";
import type { RouterOutputs } from "~/ui/trpc/outputs";

type Found = RouterOutputs["people"]["students"]["rows"];

/**
 * Finds a student of the school by name (server search, through the lazily loaded tRPC client) and puts them in the
 * class. Its own chunk (Mantine's Select and its combobox), fetched once /class/{slug} is in the browser.
 */
export function AddStudent({ classId, schoolId }: { classId: string; schoolId: string }) {
  const t = useT();
  const locale = useLocale();
  const run = useRunAction();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const [studentId, setStudentId] = useState<string | null>(null);
  const [found, setFound] = useState<{ search: string; rows: Found } | null>(null);
  useEffect(() => {
    if (debounced.trim().length <= 1) return;
    let current = true;
    lazyTrpc(locale)
      .then((trpc) => trpc.people.students.query({ schoolId, search: debounced || undefined, page: 1, sort: "name" }))
      .then(
        (result) => current && setFound({ search: debounced, rows: result.rows }),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [debounced, schoolId, locale]);
  const rows = debounced.trim().length > 1 && found?.search === debounced ? found.rows : [];
  const enroll = useLazyMutation((trpc, input: { classId: string; studentIds: string[] }) =>
    trpc.classes.enroll.mutate(input),
  );
  return (
    <Group align="flex-end" gap="xs">
      <Select
        label={t("classes.addStudent")}
        name="studentId"
        placeholder={t("classes.searchStudent")}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        data={rows.map((r) => ({
          value: r.id,
          label: `${r.user.name}${r.enrollments[0] ? ` (${r.enrollments[0].class.name})` : ""}`,
        }))}
        value={studentId}
        onChange={setStudentId}
        nothingFoundMessage={debounced.length > 1 ? t("errors.noResults") : undefined}
        w={320}
      />
      <Button
        disabled={!studentId}
        loading={enroll.isPending}
        onClick={async () => {
          if (!studentId) return;
          await run(enroll.mutateAsync({ classId, studentIds: [studentId] }));
          setStudentId(null);
          setSearch("");
        }}
      >
        {t("common.add")}
      </Button>
    </Group>
  );
}
