% probability computed via is in a helper fact table
weight(a, 2). weight(b, 6).
total(8).
P::choose(X) :- weight(X, W), total(T), P is W / T.
query(choose(_)).
