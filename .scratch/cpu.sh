#!/usr/bin/env bash
# usage: cpu.sh label cmd... ; prints wall and machine-wide busy CPU seconds (user+nice+sys+irq+softirq)
label=$1; shift
read -r _ u n s i io irq sirq st _ < /proc/stat
b0=$((u+n+s+irq+sirq)); t0=$(date +%s.%N)
"$@" > /tmp/cpu-$label.log 2>&1; rc=$?
read -r _ u n s i io irq sirq st _ < /proc/stat
b1=$((u+n+s+irq+sirq)); t1=$(date +%s.%N)
hz=$(getconf CLK_TCK)
echo "$label rc=$rc wall=$(echo "$t1-$t0" | bc) cpu=$(echo "scale=1;($b1-$b0)/$hz" | bc)"
