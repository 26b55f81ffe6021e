import {
  Alert,
  Anchor,
  Avatar as MantineAvatar,
  Badge as MantineBadge,
  Button as MantineButton,
  Card as MantineCard,
  Checkbox as MantineCheckbox,
  ComboboxChevron,
  ComboboxClearButton,
  Divider as MantineDivider,
  Group as MantineGroup,
  InputBase,
  Loader,
  MantineProvider,
  PasswordInput,
  Stack as MantineStack,
  Text as MantineText,
  Textarea,
  TextInput,
  Title as MantineTitle,
  type MantineSize,
} from "@mantine/core";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "~/ui/shell/theme";
import { cssVariablesResolver } from "~/ui/shell/theme-variables";
import { MANTINE_STYLES_FILE } from "../../scripts/mantine-styles";
import { LocaleProvider } from "~/i18n/client";
import { Button, Checkbox, Chevron, PasswordField, TextArea, TextField } from "./controls";
import { Badge } from "./badge";
import { DateField } from "./date-field";
import { LazySelect } from "./lazy-select";
import { AnchorButton, Divider, Notice, Spinner } from "./marks";
import { anchorAttributes, Avatar, Card, Group, Stack, Text, Title } from "./page-marks";

// Our plain controls must draw exactly what Mantine draws: same elements, class names, data attributes, CSS
// variables and ARIA ties. Each case renders Mantine's component and ours with the same props, inside our theme,
// and compares the markup once Mantine's own static class names (mantine-TextInput-root…) and generated ids are
// set aside. A Mantine upgrade that changes its markup or class names fails here, not on a user's screen.

function render(element: ReactElement) {
  return renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {element}
    </MantineProvider>,
  );
}

/** The markup with attributes, classes and style declarations in a fixed order, ids replaced by ID. */
function normalize(html: string) {
  return html
    .replace(/<style[^>]*>.*?<\/style>/gs, "")
    .replace(/(mantine-)?_R_[0-9a-z]+_/g, "ID")
    .replace(
      /<([a-z][a-z0-9]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>/g,
      (_tag, name: string, attributes: string, selfClosing: string) => {
        const parts = [...attributes.matchAll(/([^\s=>]+)(?:="([^"]*)")?/g)].map(([, key, value = ""]) => {
          const attribute = key!.toLowerCase();
          if (attribute === "class")
            value = value
              .split(/\s+/)
              .filter((c) => c && !/^mantine-[A-Z]\w*-\w+$/.test(c))
              .sort()
              .join(" ");
          if (attribute === "aria-describedby") value = value.split(/\s+/).join(" ");
          if (attribute === "style")
            value = value
              .split(";")
              .map((s) => s.trim())
              .filter(Boolean)
              .sort()
              .join(";");
          return `${attribute}="${value}"`;
        });
        return `<${name}${parts
          .sort()
          .map((p) => ` ${p}`)
          .join("")}${selfClosing ? " /" : ""}>`;
      },
    );
}

/**
 * Where ours knowingly differs: a password field in error says so to screen readers (aria-invalid; Mantine sets
 * only data-invalid), and a notice does not repeat its own text as its description (Mantine's Alert points
 * aria-describedby at its body, which role="alert" already reads).
 */
const ALLOWED: [RegExp, string][] = [
  [/ data-invalid="true"/g, ' aria-invalid="true"'],
  [/ aria-describedby="ID-body"| id="ID-body"| aria-labelledby="ID-title"| id="ID-title"/g, ""],
  [/(<div class="m_66836ed3") id="ID"/g, "$1"],
];

function same(ours: ReactElement, mantine: ReactElement) {
  const theirs = ALLOWED.reduce(
    (html, [pattern, replacement]) => html.replace(pattern, replacement),
    normalize(render(mantine)),
  );
  expect(normalize(render(ours))).toBe(normalize(theirs));
}
const noop = () => undefined;

/** The read-only stand-in LazySelect drew with Mantine's InputBase before it drew it with TextField. */
function MantineSelectStandIn(p: {
  label?: string;
  "aria-label"?: string;
  w?: number;
  size?: MantineSize;
  placeholder?: string;
  value?: string;
  clearable?: boolean;
  searchable?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: string;
}) {
  return (
    <InputBase
      label={p.label}
      aria-label={p["aria-label"]}
      w={p.w}
      size={p.size}
      placeholder={p.placeholder}
      value={p.value ?? ""}
      readOnly
      disabled={p.disabled}
      required={p.required}
      error={p.error}
      pointer={!p.searchable}
      __staticSelector="Select"
      __defaultRightSection={<ComboboxChevron size="sm" aria-hidden="true" />}
      __clearSection={<ComboboxClearButton onClear={noop} />}
      __clearable={!!p.clearable && p.value != null && !p.disabled}
      rightSectionPointerEvents="none"
    />
  );
}
const lost = [{ value: "LOST", label: "Perdu" }];
const inFrench = (element: ReactElement) => (
  <LocaleProvider locale="fr" messages={{ "dates.placeholder": "JJ/MM/AAAA" }}>
    {element}
  </LocaleProvider>
);

describe("our controls draw what Mantine draws", () => {
  it.each([
    ["a plain field", <TextField key="o" label="Nom" name="n" />, <TextInput key="m" label="Nom" name="n" />],
    [
      "a required field with its description, error and value",
      <TextField
        key="o"
        label="Nom"
        description="d"
        error="Bad"
        required
        placeholder="ph"
        name="n"
        value="x"
        onChange={noop}
      />,
      <TextInput
        key="m"
        label="Nom"
        description="d"
        error="Bad"
        required
        placeholder="ph"
        name="n"
        value="x"
        onChange={noop}
      />,
    ],
    [
      "size md",
      <TextField key="o" label="L" description="d" size="md" />,
      <TextInput key="m" label="L" description="d" size="md" />,
    ],
    [
      "a field without label",
      <TextField key="o" aria-label="Recherche" type="search" />,
      <TextInput key="m" aria-label="Recherche" type="search" />,
    ],
    [
      "a select's stand-in",
      <TextField key="o" label="Sel" readOnly placeholder="p" pointer rightSectionPassive rightSection={<Chevron />} />,
      <InputBase
        key="m"
        label="Sel"
        readOnly
        placeholder="p"
        pointer
        __staticSelector="Select"
        rightSectionPointerEvents="none"
        rightSection={<ComboboxChevron size="sm" aria-hidden="true" />}
      />,
    ],
    ["a disabled field", <TextField key="o" label="Nom" disabled />, <TextInput key="m" label="Nom" disabled />],
    [
      "size lg",
      <TextField key="o" label="L" description="d" error="e" size="lg" />,
      <TextInput key="m" label="L" description="d" error="e" size="lg" />,
    ],
    [
      "a clearable select's stand-in with a value",
      <LazySelect key="o" label="Nature" placeholder="Toutes" data={lost} value="LOST" clearable onChange={noop} />,
      <MantineSelectStandIn key="m" label="Nature" placeholder="Toutes" value="Perdu" clearable />,
    ],
    [
      "a small searchable select's stand-in, 150 wide, and its hidden input",
      <LazySelect
        key="o"
        label="Nature"
        placeholder="Toutes"
        data={lost}
        value={null}
        clearable
        searchable
        size="xs"
        w={150}
        name="type"
        onChange={noop}
      />,
      <>
        <MantineSelectStandIn key="m" label="Nature" placeholder="Toutes" clearable searchable size="xs" w={150} />
        <input type="hidden" name="type" value="" />
      </>,
    ],
    [
      "a small clearable select's stand-in with a value",
      <LazySelect key="o" label="Nature" data={lost} value="LOST" clearable size="xs" onChange={noop} />,
      <MantineSelectStandIn key="m" label="Nature" value="Perdu" clearable size="xs" />,
    ],
    [
      "a disabled, required select's stand-in in error",
      <LazySelect
        key="o"
        aria-label="Nature"
        placeholder="Toutes"
        data={lost}
        value="LOST"
        clearable
        disabled
        required
        error="Bad"
        onChange={noop}
      />,
      <MantineSelectStandIn
        key="m"
        aria-label="Nature"
        placeholder="Toutes"
        value="Perdu"
        clearable
        disabled
        required
        error="Bad"
      />,
    ],
    [
      "a date field's stand-in",
      inFrench(<DateField key="o" label="Du" value="2026-09-21" size="xs" required error="Bad" onChange={noop} />),
      <TextInput
        key="m"
        label="Du"
        value="21/09/2026"
        size="xs"
        required
        error="Bad"
        placeholder="JJ/MM/AAAA"
        readOnly
      />,
    ],
    [
      "a date field's stand-in without label, and its hidden input",
      inFrench(<DateField key="o" aria-label="Du" value="" name="from" form="f" onChange={noop} />),
      <>
        <TextInput key="m" aria-label="Du" value="" placeholder="JJ/MM/AAAA" readOnly />
        <input type="hidden" name="from" value="" form="f" />
      </>,
    ],
    [
      "a password",
      <PasswordField key="o" label="Pw" required name="pw" toggleLabel="Toggle password visibility" />,
      <PasswordInput key="m" label="Pw" required name="pw" />,
    ],
    [
      "a password in error",
      <PasswordField key="o" label="Pw" error="Too short" name="pw" toggleLabel="Toggle password visibility" />,
      <PasswordInput key="m" label="Pw" error="Too short" name="pw" />,
    ],
    [
      "a textarea",
      <TextArea key="o" label="C" minRows={2} error="e" name="c" />,
      <Textarea key="m" label="C" autosize minRows={2} error="e" name="c" />,
    ],
    ["a checkbox", <Checkbox key="o" label="Check" name="ck" />, <MantineCheckbox key="m" label="Check" name="ck" />],
    [
      "a checkbox ticked",
      <Checkbox key="o" label="Check" checked onChange={noop} />,
      <MantineCheckbox key="m" label="Check" checked onChange={noop} />,
    ],
    ["a button", <Button key="o">Go</Button>, <MantineButton key="m">Go</MantineButton>],
    [
      "a submit button, whole width",
      <Button key="o" type="submit" fullWidth>
        Go
      </Button>,
      <MantineButton key="m" type="submit" fullWidth>
        Go
      </MantineButton>,
    ],
    [
      "a busy button",
      <Button key="o" loading>
        Go
      </Button>,
      <MantineButton key="m" loading>
        Go
      </MantineButton>,
    ],
    [
      "a default button, xs",
      <Button key="o" variant="default" size="xs">
        D
      </Button>,
      <MantineButton key="m" variant="default" size="xs">
        D
      </MantineButton>,
    ],
    [
      "a light button",
      <Button key="o" variant="light">
        L
      </Button>,
      <MantineButton key="m" variant="light">
        L
      </MantineButton>,
    ],
    [
      "a subtle compact button",
      <Button key="o" variant="subtle" size="compact-sm">
        S
      </Button>,
      <MantineButton key="m" variant="subtle" size="compact-sm">
        S
      </MantineButton>,
    ],
    [
      "a red button",
      <Button key="o" color="red">
        R
      </Button>,
      <MantineButton key="m" color="red">
        R
      </MantineButton>,
    ],
    [
      "a red light button, md",
      <Button key="o" variant="light" color="red" size="md">
        R
      </Button>,
      <MantineButton key="m" variant="light" color="red" size="md">
        R
      </MantineButton>,
    ],
    [
      "a disabled button",
      <Button key="o" disabled>
        X
      </Button>,
      <MantineButton key="m" disabled>
        X
      </MantineButton>,
    ],
    [
      "a button with a count",
      <Button key="o" variant="default" rightSection={<Badge circle>2</Badge>}>
        F
      </Button>,
      <MantineButton key="m" variant="default" rightSection={<MantineBadge circle>2</MantineBadge>}>
        F
      </MantineButton>,
    ],
    [
      "a notice",
      <Notice key="o" color="red">
        Msg
      </Notice>,
      <Alert key="m" color="red">
        Msg
      </Alert>,
    ],
    ["a badge", <Badge key="o">B</Badge>, <MantineBadge key="m">B</MantineBadge>],
    [
      "a light badge",
      <Badge key="o" variant="light" color="orange">
        B
      </Badge>,
      <MantineBadge key="m" variant="light" color="orange">
        B
      </MantineBadge>,
    ],
    ["a spinner", <Spinner key="o" />, <Loader key="m" aria-busy="true" />],
    ["a divider", <Divider key="o" label="ou" />, <MantineDivider key="m" label="ou" />],
    [
      "a card",
      <Card key="o" as="section" aria-label="Filtres">
        x
      </Card>,
      <MantineCard key="m" withBorder padding="md" component="section" aria-label="Filtres">
        x
      </MantineCard>,
    ],
    [
      "a large orange badge with a margin",
      <Badge key="o" color="orange" size="lg" style={{ marginInlineEnd: "var(--mantine-spacing-xs)" }}>
        B
      </Badge>,
      <MantineBadge key="m" color="orange" size="lg" me="xs">
        B
      </MantineBadge>,
    ],
    [
      "a yellow badge (black text)",
      <Badge key="o" color="yellow">
        B
      </Badge>,
      <MantineBadge key="m" color="yellow">
        B
      </MantineBadge>,
    ],
    [
      "a red badge (white text)",
      <Badge key="o" color="red">
        B
      </Badge>,
      <MantineBadge key="m" color="red">
        B
      </MantineBadge>,
    ],
    [
      "an outline button",
      <Button key="o" variant="outline" color="gray">
        O
      </Button>,
      <MantineButton key="m" variant="outline" color="gray">
        O
      </MantineButton>,
    ],
    [
      "a busy outline button",
      <Button key="o" variant="outline" color="teal" loading>
        O
      </Button>,
      <MantineButton key="m" variant="outline" color="teal" loading>
        O
      </MantineButton>,
    ],
    [
      "a pink filled button, pressed",
      <Button key="o" variant="filled" color="pink" aria-pressed>
        P
      </Button>,
      <MantineButton key="m" variant="filled" color="pink" aria-pressed>
        P
      </MantineButton>,
    ],
    [
      "a green filled button (black text)",
      <Button key="o" variant="filled" color="green">
        G
      </Button>,
      <MantineButton key="m" variant="filled" color="green">
        G
      </MantineButton>,
    ],
    [
      "a compact subtle gray button",
      <Button key="o" size="compact-xs" variant="subtle" color="gray">
        R
      </Button>,
      <MantineButton key="m" size="compact-xs" variant="subtle" color="gray">
        R
      </MantineButton>,
    ],
    [
      "a button drawn as a link",
      <AnchorButton
        key="o"
        href="https://wa.me/1"
        target="_blank"
        rel="noopener"
        color="green"
        variant="filled"
        label="WhatsApp"
        testId="c"
      >
        W
      </AnchorButton>,
      <MantineButton
        key="m"
        component="a"
        href="https://wa.me/1"
        target="_blank"
        rel="noopener"
        color="green"
        variant="filled"
        aria-label="WhatsApp"
        data-testid="c"
      >
        W
      </MantineButton>,
    ],
    [
      "a default button drawn as a link",
      <AnchorButton key="o" href="tel:+213" rel="noopener" color="gray" variant="default">
        T
      </AnchorButton>,
      <MantineButton key="m" component="a" href="tel:+213" rel="noopener" color="gray" variant="default">
        T
      </MantineButton>,
    ],
    [
      "a card",
      <Card key="o" testId="t">
        C
      </Card>,
      <MantineCard key="m" withBorder padding="md" data-testid="t">
        C
      </MantineCard>,
    ],
    [
      "a small card",
      <Card key="o" padding="sm">
        C
      </Card>,
      <MantineCard key="m" withBorder padding="sm">
        C
      </MantineCard>,
    ],
    [
      "an avatar with initials",
      <Avatar key="o" name="Karim Benali" size="xs" />,
      <MantineAvatar key="m" src={null} name="Karim Benali" color="initials" size="xs" radius="xl" alt="" />,
    ],
    [
      "a group",
      <Group key="o" gap="xs">
        a
      </Group>,
      <MantineGroup key="m" gap="xs">
        a
      </MantineGroup>,
    ],
    [
      "a group as a span, 6 px apart",
      <Group key="o" gap={6} as="span">
        a
      </Group>,
      <MantineGroup key="m" gap={6} component="span">
        a
      </MantineGroup>,
    ],
    [
      "a group spread, top-aligned, unwrapped",
      <Group key="o" justify="space-between" align="flex-start" nowrap>
        a
      </Group>,
      <MantineGroup key="m" justify="space-between" align="flex-start" wrap="nowrap">
        a
      </MantineGroup>,
    ],
    [
      "a group at the end",
      <Group key="o" justify="flex-end">
        a
      </Group>,
      <MantineGroup key="m" justify="flex-end">
        a
      </MantineGroup>,
    ],
    [
      "a stack 2 px apart",
      <Stack key="o" gap={2}>
        a
      </Stack>,
      <MantineStack key="m" gap={2}>
        a
      </MantineStack>,
    ],
    [
      "a stack as a section",
      <Stack key="o" gap="sm" labelledBy="t">
        a
      </Stack>,
      <MantineStack key="m" component="section" aria-labelledby="t" gap="sm">
        a
      </MantineStack>,
    ],
    ["a text", <Text key="o">a</Text>, <MantineText key="m">a</MantineText>],
    [
      "a small dimmed text with a name",
      <Text key="o" size="sm" dimmed label="Lieu">
        a
      </Text>,
      <MantineText key="m" size="sm" c="dimmed" aria-label="Lieu">
        a
      </MantineText>,
    ],
    [
      "a bold text with a margin",
      <Text key="o" weight={700} style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
        a
      </Text>,
      <MantineText key="m" fw={700} mb="sm">
        a
      </MantineText>,
    ],
    [
      "a section title at h3's size",
      <Title key="o" order={2} small id="t">
        T
      </Title>,
      <MantineTitle key="m" order={2} fz="h3" id="t">
        T
      </MantineTitle>,
    ],
    [
      "a page title",
      <Title key="o" order={1} dir="auto">
        T
      </Title>,
      <MantineTitle key="m" order={1} dir="auto">
        T
      </MantineTitle>,
    ],
    [
      "a small link",
      <a key="o" href="https://example.com/x" {...anchorAttributes("sm")}>
        L
      </a>,
      <Anchor key="m" href="https://example.com/x" size="sm">
        L
      </Anchor>,
    ],
    [
      "a bold small link",
      <a key="o" href="https://example.com/x" {...anchorAttributes("sm", { fontWeight: 600 })}>
        L
      </a>,
      <Anchor key="m" href="https://example.com/x" size="sm" fw={600}>
        L
      </Anchor>,
    ],
    [
      "a link in a sentence",
      <a key="o" href="https://example.com/x" {...anchorAttributes()}>
        L
      </a>,
      <Anchor key="m" href="https://example.com/x">
        L
      </Anchor>,
    ],
  ])("%s", (_name, ours, mantine) => {
    same(ours, mantine);
  });

  it("an avatar with a photo: the photo laid over Mantine's initials, which show when the photo fails to load", () => {
    const initials = render(<MantineAvatar src={null} name="Amina" color="initials" size="sm" radius="xl" alt="" />);
    const photo =
      '<span class="m_11f8ac07" style="position:absolute;inset:0;background:center / cover no-repeat url(&quot;/a.png&quot;)"></span>';
    expect(normalize(render(<Avatar src="/a.png" name="Amina" size="sm" />))).toBe(
      normalize(initials.replace(/<\/div>$/, `${photo}</div>`)),
    );
  });
});

describe("their class names are in the stylesheet every page loads", () => {
  it("names only classes of the Mantine component styles src/app/mantine-styles.ts imports", () => {
    const sheets = [
      ...readFileSync(MANTINE_STYLES_FILE, "utf8").matchAll(/@mantine\/core\/styles\/([\w.-]+\.css)/g),
    ].map((m) => m[1]!);
    const styles = path.join(process.cwd(), "node_modules/@mantine/core/styles");
    const css = sheets
      .filter((name) => readdirSync(styles).includes(name))
      .map((name) => readFileSync(path.join(styles, name), "utf8"))
      .join("\n");
    const ours = [
      "controls.tsx",
      "field.tsx",
      "field-frame.tsx",
      "textarea.tsx",
      "button.tsx",
      "marks.tsx",
      "badge.tsx",
      "markup.tsx",
      "page-marks.tsx",
      "lazy-select.tsx",
    ]
      .map((file) => readFileSync(path.join(__dirname, file), "utf8"))
      .join("\n");
    const classes = new Set([...ours.matchAll(/"(m_[0-9a-f]+)"/g)].map((m) => m[1]!));
    expect(classes.size).toBeGreaterThan(30);
    for (const name of classes) expect(css, name).toContain(`.${name}`);
  });
});
