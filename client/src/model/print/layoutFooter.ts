/** What the layout sheet's footer says. */
export interface LayoutFooter {
  /** The project's name, or null when it must be left out (spec 001 §5: the name contains "untitled"). */
  title: string | null;
  date: string;
  designer: string;
}

/** Spec 001 §5: the layout print title is omitted when the project name contains untitled, in any case. */
export function layoutTitle(projectName: string): string | null {
  const name = projectName.trim();
  if (name === '' || /untitled/i.test(name)) return null;
  return name;
}

/**
 * The footer's lines: the title by the untitled rule, the date written the person's way (their
 * locale, a long month so 03/04 is never ambiguous), and the designer's name (their e-mail when
 * they have not given one).
 */
export function layoutFooter(
  projectName: string,
  printedAt: Date,
  designer: { name: string; email: string } | null,
  locale?: string,
): LayoutFooter {
  return {
    title: layoutTitle(projectName),
    date: new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(
      printedAt,
    ),
    designer: designer === null ? '' : designer.name.trim() || designer.email,
  };
}
