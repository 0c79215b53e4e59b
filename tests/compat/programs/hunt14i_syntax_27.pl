% numbers with underscores? and leading zeros
n(007).
n(0.5e1).
n(10.0).
query(n(_)).
