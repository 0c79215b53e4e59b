label('50% off').
label('/* not a comment */').
label("100%").
query(label(X)).
has_pct :- label('50% off').
query(has_pct).
