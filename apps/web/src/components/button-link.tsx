import { Link, type LinkProps } from 'react-router';

interface ButtonLinkProps extends LinkProps {
  look: 'primary' | 'secondary' | 'outline';
  size?: 'sm' | 'block';
}

/** A link that looks like one of the site's buttons (STYLE 'Buttons'): log in, register, home. */
export function ButtonLink({ look, size, className, ...props }: ButtonLinkProps) {
  const classes = ['btn', `btn--${look}`, size && `btn--${size}`, className].filter(Boolean).join(' ');
  return <Link {...props} className={classes} />;
}
