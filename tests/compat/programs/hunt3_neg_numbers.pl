0.2::temp(-5). 0.3::temp(0). 0.5::temp(-1.5).
cold(T) :- temp(T), T < 0.
delta(D) :- temp(T), D is -T.
shift(X) :- temp(T), X = T - 1.
query(cold(_)). query(delta(_)). query(shift(_)). query(temp(-5)).
