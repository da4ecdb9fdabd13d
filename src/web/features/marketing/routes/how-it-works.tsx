export function Component() {
  return <h1>how-it-works</h1>;
}
