import { Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A card's title and its line of help, as the /settings cards open (no hooks: server and client cards alike). */
export function CardHeading({ title, help }: { title: ReactNode; help?: ReactNode }) {
  return (
    <div>
      <Title order={2} fz="h3">
        {title}
      </Title>
      {help && (
        <Text size="sm" c="dimmed">
          {help}
        </Text>
      )}
    </div>
  );
}
