% negative numbers in facts, comparisons and answers
temp(mon, -5). temp(tue, -12). temp(wed, 3). temp(thu, -0.5). temp(fri, 0).
0.6::forecast_ok(D) :- temp(D, _).
freezing(D) :- temp(D, T), T < 0, forecast_ok(D).
delta(D, X) :- temp(D, T), X is -T.
coldest(D) :- temp(D, T), \+ (temp(_, U), U < T).
query(freezing(_)). query(delta(_, _)). query(coldest(_)).
