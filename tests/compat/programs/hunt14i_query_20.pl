% query with unbound variable that stays unbound in a deterministic fact
p(_, b).
query(p(a, _)).
