"use client";

import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  NativeSelect,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { toast, toastAfterNavigation } from "~/ui/shell/toast";
import { errorMessage, fieldErrorsOfError, useT } from "~/i18n/client";
import { LOCALES, type Locale } from "~/i18n/config";
import { PASSWORD_MIN_LENGTH } from "~/modules/account/domain/constants";
import type { RoleKey } from "~/lib/roles";
import type { TChangePasswordInput, TUpdateProfileInput } from "~/modules/account/schemas";
import { emailChannelHint } from "./channel-hints";
import { useLazyMutation } from "~/ui/trpc/lazy";

export interface ProfileData {
  name: string;
  email: string;
  phone: string;
  locale: Locale;
  imageUrl: string | null;
  createdAt: Date;
  roles: { key: RoleKey; schoolName: string | null }[];
  /** a new login e-mail waiting for the link mailed to it */
  pendingEmail: string | null;
  refusesInvitations: boolean;
  /** how notifications reach me beyond the app (issue 31) */
  notifyChannel: Channel;
  emailVerified: boolean;
  briefWhenCalm: boolean;
  parent: boolean;
  phoneBounced: boolean;
  /** a member of a school: the channel matters */
  inSchool: boolean;
}

// a role at a long school name wraps rather than ending in "…" (issue 48, a 390 px phone)
const ROLE_BADGE = {
  root: { height: "auto", minHeight: "var(--badge-height)" },
  label: { whiteSpace: "normal", overflow: "visible" },
} as const;

export function ProfileScreen({ profile, mustChangePassword }: { profile: ProfileData; mustChangePassword: boolean }) {
  const t = useT();
  const intl = useIntl();
  return (
    <Stack gap="xl">
      {mustChangePassword && (
        <Alert color="orange" title={t("auth.mustChange.title")} data-testid="must-change-password">
          {t("auth.mustChange.intro")}
        </Alert>
      )}
      <Group gap="lg" wrap="nowrap">
        <PhotoEditor name={profile.name} imageUrl={profile.imageUrl} />
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {profile.name}
          </Title>
          <Text c="dimmed" size="sm">
            {t("profile.memberSince", { date: intl.formatDate(profile.createdAt, { dateStyle: "long" }) })}
          </Text>
          <Group gap={6} aria-label={t("profile.roles")}>
            {profile.roles.map((r) => (
              <Badge
                key={`${r.key}-${r.schoolName ?? ""}`}
                variant="light"
                tt="none"
                maw="100%"
                styles={ROLE_BADGE}
                data-testid="role-badge"
              >
                {r.schoolName
                  ? t("profile.roleAtSchool", { role: t(`role.${r.key}`), school: r.schoolName })
                  : t(`role.${r.key}`)}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Group>
      <PasswordCard highlight={mustChangePassword} />
      {!mustChangePassword && <SettingsCard profile={profile} />}
      {!mustChangePassword && profile.inSchool && (
        <ChannelCard
          channel={profile.notifyChannel}
          phone={profile.phone}
          email={profile.email}
          emailVerified={profile.emailVerified}
          bounced={profile.phoneBounced}
          parent={profile.parent}
          briefWhenCalm={profile.briefWhenCalm}
        />
      )}
      {!mustChangePassword && <InvitationsCard refuses={profile.refusesInvitations} />}
    </Stack>
  );
}

function PhotoEditor({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const t = useT();
  const router = useRouter();
  const [url, setUrl] = useState(imageUrl);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useLazyMutation((trpc, data: FormData) => trpc.account.setPhoto.mutate(data));
  const remove = useLazyMutation((trpc, _: void) => trpc.account.removePhoto.mutate());
  const onFile = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    const data = new FormData();
    data.set("photo", file);
    const describe = (error: unknown) => {
      const message = fieldErrorsOfError(error)?.photo ?? errorMessage(error);
      return t(message.key, message.values);
    };
    try {
      const result = await toast.promise(upload.mutateAsync(data), {
        loading: t("shell.loading"),
        success: t("success.operation"),
        error: describe,
      });
      setUrl(result.imageUrl);
      router.refresh();
    } catch (error) {
      setProblem(describe(error));
    }
  };
  return (
    <Stack align="center" gap={6}>
      <Avatar src={url} alt={name} name={name} color="initials" size={96} radius={96} />
      <FileButton onChange={onFile} accept="image/jpeg,image/png,image/webp">
        {(props) => (
          <Button {...props} size="compact-xs" variant="light" loading={upload.isPending} data-testid="change-photo">
            {t("profile.changePhoto")}
          </Button>
        )}
      </FileButton>
      {url && (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          loading={remove.isPending}
          onClick={async () => {
            await remove.mutateAsync();
            setUrl(null);
            router.refresh();
          }}
        >
          {t("profile.removePhoto")}
        </Button>
      )}
      <Text size="xs" c={problem ? "red" : "dimmed"} maw={180} ta="center" role={problem ? "alert" : undefined}>
        {problem ?? t("profile.photoHint")}
      </Text>
    </Stack>
  );
}

function SettingsCard({ profile }: { profile: ProfileData }) {
  const t = useT();
  const { form, showServerError } = useZodForm(
    () => import("~/modules/account/schemas").then((m) => m.ZUpdateProfileInput),
    {
      name: profile.name,
      email: profile.email,
      phone: profile.phone,
      locale: profile.locale,
      currentPassword: "",
    },
  );
  const save = useLazyMutation((trpc, input: TUpdateProfileInput) => trpc.account.updateProfile.mutate(input));
  // emptying the e-mail removes it: the server asks for the current password then (issue 47), so the form does too
  const removingEmail = Boolean(profile.email) && !String(form.values.email ?? "").trim();
  const [pendingEmail, setPendingEmail] = useState(profile.pendingEmail);
  const submit = form.onSubmit(async (values) => {
    try {
      const { currentPassword, ...rest } = values;
      const result = await save.mutateAsync(removingEmail ? { ...rest, currentPassword } : rest);
      form.setFieldValue("currentPassword", "");
      if (result.pendingEmail) {
        setPendingEmail(result.pendingEmail);
        // the field shows the address in use until the link is followed
        form.setFieldValue("email", profile.email);
      }
      toast.success(
        result.pendingEmail ? t("profile.emailPending", { email: result.pendingEmail }) : t("success.operation"),
      );
    } catch (error) {
      showServerError(error);
    }
  });
  return (
    <Card withBorder padding="lg" component="section">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} fz="h3">
            {t("profile.settings")}
          </Title>
          <TextInput label={t("profile.name")} required name="name" {...form.getInputProps("name")} />
          <TextInput label={t("profile.email")} type="email" dir="ltr" name="email" {...form.getInputProps("email")} />
          {removingEmail && (
            <PasswordInput
              label={t("profile.currentPassword")}
              description={t("profile.emailRemovePassword")}
              autoComplete="current-password"
              required
              name="currentPassword"
              data-testid="remove-email-password"
              {...form.getInputProps("currentPassword")}
            />
          )}
          {pendingEmail && (
            <Alert color="yellow" role="status">
              {t("profile.emailPending", { email: pendingEmail })}
            </Alert>
          )}
          <TextInput label={t("profile.phone")} type="tel" dir="ltr" name="phone" {...form.getInputProps("phone")} />
          <NativeSelect
            label={t("profile.language")}
            data={LOCALES.map((l) => ({ value: l, label: t(`locale.${l}`) }))}
            name="locale"
            {...form.getInputProps("locale")}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t("profile.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

type Channel = "PUSH" | "EMAIL" | "SMS";

/**
 * How the school's notifications reach me outside the app: this phone's notifications (push), e-mail to an address I
 * proved I read, or SMS to my number for a family without a smartphone or data (where the school sends SMS). A number
 * that refused SMS is said so. Parents also choose whether the weekly brief comes when all is well.
 */
function ChannelCard({
  channel: initial,
  phone,
  email,
  emailVerified,
  bounced,
  parent,
  briefWhenCalm,
}: {
  channel: Channel;
  phone: string;
  email: string | null;
  emailVerified: boolean;
  bounced: boolean;
  parent: boolean;
  briefWhenCalm: boolean;
}) {
  const t = useT();
  const router = useRouter();
  const [channel, setChannel] = useState(initial);
  const [calm, setCalm] = useState(briefWhenCalm);
  const save = useLazyMutation((trpc, input: { channel: Channel }) => trpc.account.setNotifyChannel.mutate(input));
  const saveCalm = useLazyMutation((trpc, input: { whenCalm: boolean }) => trpc.account.setBriefWhenCalm.mutate(input));
  const attempt = async (apply: () => void, undo: () => void, run: () => Promise<unknown>) => {
    apply();
    try {
      await run();
      toast.success(t("success.operation"));
      router.refresh();
    } catch (error) {
      undo();
      const message = errorMessage(error);
      toast.error(t(message.key, message.values));
    }
  };
  const choose = (next: Channel) => {
    const previous = channel;
    return attempt(
      () => setChannel(next),
      () => setChannel(previous),
      () => save.mutateAsync({ channel: next }),
    );
  };
  const emailHint = emailChannelHint(email, emailVerified);
  const option = (value: Channel, label: string, hint: string) => (
    <label style={{ display: "flex", gap: "var(--mantine-spacing-sm)", alignItems: "flex-start", cursor: "pointer" }}>
      <input
        type="radio"
        name="notify-channel"
        value={value}
        checked={channel === value}
        disabled={save.isPending}
        onChange={() => void choose(value)}
        data-testid={`channel-${value}`}
        style={{
          width: 18,
          height: 18,
          marginBlockStart: 2,
          accentColor: "var(--mantine-color-teal-filled)",
          flex: "none",
        }}
      />
      <span>
        <Text size="sm">{label}</Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </span>
    </label>
  );
  return (
    <Card withBorder padding="lg" component="section" data-testid="notify-channel">
      <Stack gap="sm">
        <Stack gap="sm" role="radiogroup" aria-label={t("profile.channel")}>
          <Title order={2} fz="h3">
            {t("profile.channel")}
          </Title>
          {option("PUSH", t("profile.channel.PUSH"), t("profile.channel.PUSHHint"))}
          {option("EMAIL", t("profile.channel.EMAIL"), t(emailHint.key, emailHint.values))}
          {option(
            "SMS",
            t("profile.channel.SMS"),
            phone ? t("profile.channel.SMSHint", { phone }) : t("sms.error.noPhone"),
          )}
          {bounced && channel === "SMS" && (
            <Text size="sm" c="red" role="alert">
              {t("profile.channel.bounced", { phone })}
            </Text>
          )}
        </Stack>
        {parent && (
          <label
            style={{ display: "flex", gap: "var(--mantine-spacing-sm)", alignItems: "flex-start", cursor: "pointer" }}
          >
            <input
              type="checkbox"
              checked={calm}
              disabled={saveCalm.isPending}
              onChange={(e) => {
                const next = e.currentTarget.checked;
                void attempt(
                  () => setCalm(next),
                  () => setCalm(!next),
                  () => saveCalm.mutateAsync({ whenCalm: next }),
                );
              }}
              data-testid="brief-when-calm"
              style={{
                width: 18,
                height: 18,
                marginBlockStart: 2,
                accentColor: "var(--mantine-color-teal-filled)",
                flex: "none",
              }}
            />
            <span>
              <Text size="sm">{t("profile.briefWhenCalm")}</Text>
              <Text size="xs" c="dimmed">
                {t("profile.briefWhenCalmHint")}
              </Text>
            </span>
          </label>
        )}
      </Stack>
    </Card>
  );
}

/** The owner's switch against school invitations (an unknown school can otherwise keep asking). */
function InvitationsCard({ refuses: initial }: { refuses: boolean }) {
  const t = useT();
  const router = useRouter();
  const [refuses, setRefuses] = useState(initial);
  const save = useLazyMutation((trpc, input: { refuses: boolean }) => trpc.account.setRefusesInvitations.mutate(input));
  const toggle = async (next: boolean) => {
    setRefuses(next);
    try {
      await save.mutateAsync({ refuses: next });
      toast.success(t("success.operation"));
      // the pending invitations above go with the switch
      router.refresh();
    } catch (error) {
      setRefuses(!next);
      const message = errorMessage(error);
      toast.error(t(message.key, message.values));
    }
  };
  return (
    <Card withBorder padding="lg" component="section">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {t("profile.invitations")}
        </Title>
        {/* the browser's own checkbox in the theme's colour: /profil stays within its first-load budget (Mantine's Switch did not) */}
        <label
          style={{ display: "flex", gap: "var(--mantine-spacing-sm)", alignItems: "flex-start", cursor: "pointer" }}
        >
          <input
            type="checkbox"
            checked={refuses}
            disabled={save.isPending}
            onChange={(event) => void toggle(event.currentTarget.checked)}
            aria-describedby="refuse-invitations-hint"
            style={{
              width: 18,
              height: 18,
              marginBlockStart: 2,
              accentColor: "var(--mantine-color-teal-filled)",
              flex: "none",
            }}
          />
          <span>
            <Text size="sm">{t("profile.refuseInvitations")}</Text>
            <Text id="refuse-invitations-hint" size="xs" c="dimmed">
              {t("profile.refuseInvitationsHint")}
            </Text>
          </span>
        </label>
      </Stack>
    </Card>
  );
}

function PasswordCard({ highlight }: { highlight: boolean }) {
  const t = useT();
  const { form, showServerError } = useZodForm(
    () => import("~/modules/account/schemas").then((m) => m.ZChangePasswordInput),
    { currentPassword: "", password: "", confirmPassword: "" },
  );
  const change = useLazyMutation((trpc, input: TChangePasswordInput) => trpc.account.changePassword.mutate(input));
  const submit = form.onSubmit(async (values) => {
    try {
      const { renewal } = await change.mutateAsync(values);
      // every other session ended with the change; this one is renewed with the server's proof
      // next-auth's client (~6 kB) loads with this call, not with the page
      const { updateSession } = await import("~/modules/account/ui/update-session");
      await updateSession({ renewal });
      form.reset();
      if (highlight) {
        // the first password of a school account: on to the app, the confirmation shown there
        toastAfterNavigation(t("success.passwordChanged"));
        window.location.assign("/");
      } else {
        toast.success(t("success.passwordChanged"));
      }
    } catch (error) {
      showServerError(error);
    }
  });
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      bd={highlight ? "2px solid var(--mantine-color-orange-5)" : undefined}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} fz="h3">
            {t("profile.password")}
          </Title>
          <PasswordInput
            label={t("profile.currentPassword")}
            autoComplete="current-password"
            required
            name="currentPassword"
            {...form.getInputProps("currentPassword")}
          />
          <PasswordInput
            label={t("profile.newPassword")}
            description={t("auth.signup.passwordHint", { count: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
            name="password"
            {...form.getInputProps("password")}
          />
          <PasswordInput
            label={t("profile.confirmNewPassword")}
            autoComplete="new-password"
            required
            name="confirmPassword"
            {...form.getInputProps("confirmPassword")}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t("profile.changePassword")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
