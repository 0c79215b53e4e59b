% reliability: fault tree of a cooling plant with shared power supply and common-cause failure
0.02::fails(grid).
0.05::fails(diesel).
0.01::fails(bus_a).
0.01::fails(bus_b).
0.03::fails(pump(1)). 0.03::fails(pump(2)). 0.04::fails(pump(3)).
0.002::common_cause(pumps).
feeds(bus_a, pump(1)). feeds(bus_a, pump(2)). feeds(bus_b, pump(3)).
no_power :- fails(grid), fails(diesel).
bus_down(B) :- fails(B).
bus_down(_) :- no_power.
pump_down(P) :- fails(P).
pump_down(P) :- feeds(B, P), bus_down(B).
pump(pump(1)). pump(pump(2)). pump(pump(3)).
pump_down(P) :- pump(P), common_cause(pumps).
train_a_down :- pump_down(pump(1)), pump_down(pump(2)).
train_b_down :- pump_down(pump(3)).
cooling_lost :- train_a_down, train_b_down.
query(cooling_lost).
query(train_a_down).
query(train_b_down).
query(pump_down(P)).
query(no_power).
