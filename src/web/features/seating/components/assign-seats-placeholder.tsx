import { UsersRoundIcon } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";

/**
 * PLACEHOLDER — the Assign Seats board (issue 10, items 3 and 4: table cards coloured by fill, unseated
 * guests, drag to seat, seat numbers, undo) replaces this component once the guests work has landed.
 */
export function AssignSeatsPlaceholder() {
  return (
    <Card className="items-center text-center" data-placeholder="assign-seats">
      <CardHeader className="items-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <UsersRoundIcon aria-hidden="true" className="size-6" />
        </span>
        <CardTitle as="h2">Seat assignment is coming soon</CardTitle>
        <CardDescription className="max-w-md">
          Soon you will drag guests onto tables here. In the meantime, lay out your tables in Configure
          Tables.
        </CardDescription>
      </CardHeader>
    </Card>
  );
}
