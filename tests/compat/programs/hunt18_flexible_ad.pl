% flexible annotated disjunctions: outcome probabilities computed from data in the body
forecast(mon, 0.2). forecast(tue, 0.6). forecast(wed, 0.9).
P::rain(D); Q::dry(D) :- forecast(D, P), Q is 1 - P.
P::traffic(D, heavy); Q::traffic(D, light) :- forecast(D, R), P is 0.3 + R / 2, Q is 1 - P.
late(D) :- traffic(D, heavy), rain(D).
query(rain(D)).
query(late(D)).
query(traffic(wed, X)).
