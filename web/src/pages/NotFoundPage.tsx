import { NotFoundState } from "../components/PageStates";

export function Component() {
  return (
    <NotFoundState
      title="This trail doesn't lead anywhere"
      links={[
        { to: "/", label: "Back to the home page" },
        { to: "/hosts", label: "Browse hosts" },
      ]}
    >
      The page you were looking for has moved or never existed. The hosts are still here, though.
    </NotFoundState>
  );
}
