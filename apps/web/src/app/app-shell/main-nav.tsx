import { NavLink } from 'react-router';
import classes from './main-nav.module.css';
import { NAV_ITEMS } from './nav-items';

interface MainNavProps {
  orientation: 'horizontal' | 'vertical';
  /** Lets the phone menu close once a link is chosen. */
  onNavigate?: () => void;
}

/** The top navigation links; NavLink marks the current one with aria-current="page". */
export function MainNav({ orientation, onNavigate }: MainNavProps) {
  return (
    <nav aria-label="Main">
      <ul className={`${classes.list} ${classes[orientation]}`}>
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end ?? false}
              className={classes.link}
              onClick={onNavigate}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
