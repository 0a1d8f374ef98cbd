import { data } from "react-router";
import { NotFoundScreen } from "~/components/layout/not-found";
import type { Route } from "./+types/not-found";

export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Page not found | Nebraska Flower Delivery" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundScreen />;
}
