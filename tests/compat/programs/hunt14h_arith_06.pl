% probabilities computed by arithmetic in the head
rate(ann, 3, 10). rate(bob, 1, 3). rate(cid, 2, 2). rate(dan, 0, 5).
P::success(X) :- rate(X, K, N), P is K / N.
P::fail_twice(X) :- rate(X, K, N), P is (1 - K / N) ** 2.
P::scaled(X) :- rate(X, K, N), P is min(1.0, 0.5 * K / max(N, 1) + 0.1).
query(success(_)). query(fail_twice(_)). query(scaled(_)).
