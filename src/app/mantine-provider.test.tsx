import {
  Alert,
  Badge,
  Button,
  MantineProvider,
  Menu,
  Modal,
  Select,
  TextInput,
  useMantineContext,
} from "@mantine/core";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "~/ui/shell/theme";
import { WaslaMantineProvider } from "./mantine-provider";

// Our provider must give Mantine's components what MantineProvider gives them (theme, context, colour scheme):
// each renders the same markup under both, MantineProvider with the two parts ours leaves to a stylesheet off.
const manager = {
  get: () => "light" as const,
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};

const theirs = (element: ReactElement) =>
  renderToStaticMarkup(
    <MantineProvider
      theme={theme}
      colorSchemeManager={manager}
      defaultColorScheme="auto"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {element}
    </MantineProvider>,
  );
const ours = (element: ReactElement) =>
  renderToStaticMarkup(
    <WaslaMantineProvider theme={theme} colorSchemeManager={manager} defaultColorScheme="auto">
      {element}
    </WaslaMantineProvider>,
  );

describe("WaslaMantineProvider", () => {
  it.each([
    [
      "a button",
      <Button key="b" color="red" variant="light">
        Go
      </Button>,
    ],
    ["a field in error", <TextInput key="t" label="Nom" error="Bad" required />],
    ["a select", <Select key="s" label="Wilaya" data={["Alger", "Oran"]} value="Oran" onChange={() => undefined} />],
    [
      "a badge and an alert",
      <div key="d">
        <Badge variant="white" color="orange">
          B
        </Badge>
        <Alert color="teal" title="T">
          M
        </Alert>
      </div>,
    ],
    [
      "a menu and a modal, closed",
      <div key="m">
        <Menu>
          <Menu.Target>
            <Button>Menu</Button>
          </Menu.Target>
        </Menu>
        <Modal opened={false} onClose={() => undefined}>
          x
        </Modal>
      </div>,
    ],
  ])("gives %s the markup MantineProvider gives it", (_name, element) => {
    expect(ours(element).replace(/_R_[0-9a-z]+_/g, "ID")).toBe(theirs(element).replace(/_R_[0-9a-z]+_/g, "ID"));
  });
});

describe("WaslaMantineProvider, a copy of MantineProvider", () => {
  it("puts in Mantine's context what MantineProvider puts there, field by field", () => {
    const seen: Record<string, unknown>[] = [];
    function Probe() {
      seen.push({ ...useMantineContext() });
      return null;
    }
    theirs(<Probe />);
    ours(<Probe />);
    const [mantine, wasla] = seen as [Record<string, unknown>, Record<string, unknown>];
    const shape = (context: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(context)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [key, typeof value === "function" ? "function" : value]),
      );
    expect(shape(wasla)).toEqual(shape(mantine));
  });

  it("leaves out only what our theme does not use: reduced motion is the theme's choice in MantineProvider", () => {
    expect(theme.respectReducedMotion ?? false).toBe(false);
  });

  it("was copied from this MantineProvider: an upgrade that changes it fails here until the copy is compared again", () => {
    // @mantine/core/esm/core/MantineProvider/MantineProvider.mjs of 9.7.3. When this fails: read its diff, carry
    // what changed into mantine-provider.tsx (or drop the copy if MantineProvider no longer costs every page its
    // ~2.2–2.5 kB, docs/infrastructure.md), then write the new hash here.
    const source = readFileSync(
      path.resolve("node_modules/@mantine/core/esm/core/MantineProvider/MantineProvider.mjs"),
    );
    expect(createHash("sha256").update(source).digest("hex")).toBe(
      "1bdcf5cff36169465ac7072c7f77062a4d97db41d17fd5c2e82cfa7bf0ce3c9c",
    );
  });
});
