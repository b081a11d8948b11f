import { Link } from "react-router";
import { footer } from "@content/navigation";
import { phoneHref } from "@content/business";
import { useRootData } from "~/lib/root-data";
import { LogoMark } from "./logo";

export function SiteFooter() {
  const { business, year } = useRootData();
  return (
    <footer className="bg-night text-night-muted">
      <div className="container-page grid gap-10 py-14 md:grid-cols-4">
        <div className="md:col-span-2">
          <Link to="/" className="inline-flex items-center gap-2 text-lg font-bold text-white">
            <LogoMark />
            {business.brand}
          </Link>
          <p className="mt-4 max-w-md">{footer.blurb}</p>
          <p className="mt-4 text-sm">
            <a
              className="underline-offset-4 hover:text-white hover:underline"
              href={phoneHref(business.phone)}
            >
              {business.phone}
            </a>
            {" · "}
            <a
              className="underline-offset-4 hover:text-white hover:underline"
              href={`mailto:${business.salesEmail}`}
            >
              {business.salesEmail}
            </a>
          </p>
        </div>
        {footer.columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">
              {column.title}
            </h2>
            <ul className="mt-4 space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.to}
                    className="underline-offset-4 hover:text-white hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {business.legalName}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {footer.legal.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="underline-offset-4 hover:text-white hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
