import { Alert, Badge, Button, MantineProvider, Menu, Modal, Select, TextInput } from "@mantine/core";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "~/features/shell/theme";
import { WaslaMantineProvider } from "./mantine-provider";

// Our provider must give Mantine's components what MantineProvider gives them (theme, context, colour scheme):
// each renders the same markup under both, MantineProvider with the two parts ours leaves to a stylesheet off.
const manager = { get: () => "light" as const, set: () => undefined, subscribe: () => undefined, unsubscribe: () => undefined, clear: () => undefined };

const theirs = (element: ReactElement) =>
  renderToStaticMarkup(
    <MantineProvider theme={theme} colorSchemeManager={manager} defaultColorScheme="auto" withCssVariables={false} withGlobalClasses={false}>
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
    ["a button", <Button key="b" color="red" variant="light">Go</Button>],
    ["a field in error", <TextInput key="t" label="Nom" error="Bad" required />],
    ["a select", <Select key="s" label="Wilaya" data={["Alger", "Oran"]} value="Oran" onChange={() => undefined} />],
    ["a badge and an alert", <div key="d"><Badge variant="white" color="orange">B</Badge><Alert color="teal" title="T">M</Alert></div>],
    ["a menu and a modal, closed", <div key="m"><Menu><Menu.Target><Button>Menu</Button></Menu.Target></Menu><Modal opened={false} onClose={() => undefined}>x</Modal></div>],
  ])("gives %s the markup MantineProvider gives it", (_name, element) => {
    expect(ours(element).replace(/_R_[0-9a-z]+_/g, "ID")).toBe(theirs(element).replace(/_R_[0-9a-z]+_/g, "ID"));
  });
});
